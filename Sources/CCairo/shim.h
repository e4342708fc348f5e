// Cairo (image, PNG and SVG surfaces) and Pango's Cairo bindings, for the renderer.
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
