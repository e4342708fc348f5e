// libyaml's parser, whose events the document reader composes into its own node tree.
#include <yaml.h>
