// glibc's allocator settings (mallopt), for the command line; empty where there is no malloc.h.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
