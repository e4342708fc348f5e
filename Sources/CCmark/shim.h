// The CommonMark reference parser, which finds the fenced layout blocks of Markdown files as CommonMark
// reads them (not inside HTML blocks, yes inside block quotes and list items).
#include <cmark.h>
