// zlib's deflate and CRC-32, for the PNG encoder.
#include <zlib.h>
