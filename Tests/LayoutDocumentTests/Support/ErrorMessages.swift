/// Documents that break each rule of the reader once, with the whole line the reader prints for each: the
/// message text is part of the contract's user interface, so a change to any of them is a failing test.
struct ErrorMessage: CustomStringConvertible, Sendable {
  /// What the document gets wrong.
  var name: String
  /// The document, read as `test.yaml` with images relative to `Fixtures/`.
  var yaml: String
  /// `test.yaml:LINE:COLUMN: error: MESSAGE`.
  var printed: String

  var description: String { name }

  static let all: [ErrorMessage] = [
    ErrorMessage(
      name: "top-unknown-key", yaml: "roott: {box: {}}\n",
      printed:
        "test.yaml:1:1: error: unknown key 'roott' in the document at the document; did you mean 'root'? (expected one of constrainedSize, parentSize, scale, style, background, annotate, layers, key, focus, views, magnification, detail, theme, root)"
    ),
    ErrorMessage(
      name: "top-constrained-type", yaml: "constrainedSize: big\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:18: error: constrainedSize: expected a size: [width, height] or {width:, height:}, found 'big'"
    ),
    ErrorMessage(
      name: "top-constrained-minmax",
      yaml: "constrainedSize: {min: [100, 0], max: [50, 10]}\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:18: error: constrainedSize: size range minimum [100, 0] exceeds its maximum [50, 10]"),
    ErrorMessage(
      name: "top-constrained-unknown",
      yaml: "constrainedSize: {min: [1, 1], maxx: [5, 5]}\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:32: error: unknown key 'maxx' in a size range at constrainedSize; did you mean 'max'? (expected one of min, max)"
    ),
    ErrorMessage(
      name: "top-parent-negative", yaml: "parentSize: [-1, 5]\nroot: {box: {}}\n",
      printed: "test.yaml:1:14: error: parentSize[0]: -1 is negative; it must be zero or more"),
    ErrorMessage(
      name: "top-scale-zero", yaml: "scale: 0\nroot: {box: {}}\n",
      printed: "test.yaml:1:8: error: scale: scale 0 is invalid: it must be a positive finite number"),
    ErrorMessage(
      name: "top-scale-word", yaml: "scale: big\nroot: {box: {}}\n",
      printed: "test.yaml:1:8: error: scale: expected a number, found 'big'"),
    ErrorMessage(
      name: "top-style-bad", yaml: "style: fancy\nroot: {box: {}}\n",
      printed: "test.yaml:1:8: error: style: unknown value 'fancy' (expected one of plain, diagram)"),
    ErrorMessage(
      name: "top-background-bad", yaml: "background: nope\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:13: error: background: unknown color 'nope' (expected #rgb, #rrggbb, #rrggbbaa or a CSS color name)"
    ),
    ErrorMessage(
      name: "top-background-list", yaml: "background: [1]\nroot: {box: {}}\n",
      printed: "test.yaml:1:13: error: background: expected a string, found a list"),
    ErrorMessage(
      name: "top-annotate-notlist", yaml: "annotate: size\nroot: {box: {}}\n",
      printed: "test.yaml:1:11: error: annotate: expected a list, found 'size'"),
    ErrorMessage(
      name: "top-annotate-unknown", yaml: "annotate: [sise]\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:12: error: annotate[0]: unknown value 'sise'; did you mean 'size'? (expected one of size, flexBasis, insets, ratio, spacing, position, baseline, structure, width, height)"
    ),
    ErrorMessage(
      name: "top-theme-unknown", yaml: "theme: {lihgt: {}}\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:9: error: unknown key 'lihgt' in a theme at theme; did you mean 'light'? (expected one of light, dark, fontFamily, labelFontSize, nameFontSize, lineWidth, outlineWidth)"
    ),
    ErrorMessage(
      name: "top-theme-palette", yaml: "theme: {light: {nodeOutlin: red}}\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:17: error: unknown key 'nodeOutlin' in a palette at theme.light; did you mean 'nodeOutline'? (expected one of nodeOutline, specOutline, names, notes, leaders, labelPlates, canvas, size, flexBasis, insets, ratio, spacing, position, baseline, structure)"
    ),
    ErrorMessage(
      name: "top-theme-size", yaml: "theme: {labelFontSize: -1}\nroot: {box: {}}\n",
      printed: "test.yaml:1:24: error: theme.labelFontSize: -1 is negative; it must be zero or more"),
    ErrorMessage(
      name: "top-theme-color", yaml: "theme: {dark: {size: blu}}\nroot: {box: {}}\n",
      printed:
        "test.yaml:1:22: error: theme.dark.size: unknown color 'blu'; did you mean 'blue'? (expected #rgb, #rrggbb, #rrggbbaa or a CSS color name)"
    ),
    ErrorMessage(
      name: "top-root-missing", yaml: "scale: 2\n",
      printed: "test.yaml:1:1: error: the document: missing 'root' (the root element)"),
    ErrorMessage(
      name: "top-empty", yaml: "",
      printed: "test.yaml:1:1: error: the document is empty: expected a mapping with 'root'"),
    ErrorMessage(
      name: "top-comment-only", yaml: "# nothing\n",
      printed: "test.yaml:1:1: error: the document is empty: expected a mapping with 'root'"),
    ErrorMessage(
      name: "top-syntax", yaml: "root:\n  box: {size: [1, 2}\n",
      printed:
        "test.yaml:2:20: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 15)"
    ),
    ErrorMessage(
      name: "top-not-mapping", yaml: "- 1\n- 2\n",
      printed: "test.yaml:1:1: error: the document: expected a mapping for the document, found a list"),
    ErrorMessage(
      name: "top-repeated", yaml: "root: {box: {}}\nscale: 2\nroot: {box: {}}\n",
      printed: "test.yaml:3:1: error: repeated key 'root' in one mapping (first given at line 1)"),
    ErrorMessage(
      name: "top-key-not-name", yaml: "? [1, 2]\n: 3\nroot: {box: {}}\n",
      printed: "test.yaml:1:3: error: the document: keys of the document must be names, found a list"),
    ErrorMessage(
      name: "top-root-null", yaml: "root:\n",
      printed: "test.yaml:1:6: error: root: expected a mapping for an element, found ''"),
    ErrorMessage(
      name: "el-no-kind", yaml: "root:\n  name: x\n",
      printed:
        "test.yaml:2:3: error: root: the element has no kind: expected one key of box, text, image, stack, inset, overlay, background, center, ratio, relative, absolute, static, corner, wrapper"
    ),
    ErrorMessage(
      name: "el-two-kinds", yaml: "root:\n  box: {}\n  stack: {}\n",
      printed:
        "test.yaml:3:3: error: root: two kinds in one element, 'box' and 'stack'; an element has exactly one kind key"
    ),
    ErrorMessage(
      name: "el-unknown-key", yaml: "root:\n  stak: {}\n",
      printed:
        "test.yaml:2:3: error: unknown key 'stak' in an element at root; did you mean 'stack'? (expected one of box, text, image, stack, inset, overlay, background, center, ratio, relative, absolute, static, corner, wrapper, name, style, fill, stroke, annotate, note)"
    ),
    ErrorMessage(
      name: "el-annotate-unknown", yaml: "root:\n  annotate: [-sise]\n  box: {}\n",
      printed:
        "test.yaml:2:14: error: root.annotate[0]: unknown annotation kind 'sise'; did you mean 'size'? (expected one of size, flexBasis, insets, ratio, spacing, position, baseline, structure, width, height, each optionally prefixed with + or -)"
    ),
    ErrorMessage(
      name: "el-annotate-item-map", yaml: "root:\n  annotate: [{a: 1}]\n  box: {}\n",
      printed: "test.yaml:2:14: error: root.annotate[0]: expected a string, found a mapping"),
    ErrorMessage(
      name: "el-name-map", yaml: "root:\n  name: {a: 1}\n  box: {}\n",
      printed: "test.yaml:2:9: error: root.name: expected a string, found a mapping"),
    ErrorMessage(
      name: "el-note-list", yaml: "root:\n  note: [1]\n  box: {}\n",
      printed: "test.yaml:2:9: error: root.note: expected a string, found a list"),
    ErrorMessage(
      name: "el-stroke-bad", yaml: "root:\n  stroke: '#12'\n  box: {}\n",
      printed:
        "test.yaml:2:11: error: root.stroke: malformed color '#12': expected #rgb, #rrggbb or #rrggbbaa in hexadecimal digits"
    ),
    ErrorMessage(
      name: "box-size-three", yaml: "root:\n  box: {size: [1, 2, 3]}\n",
      printed:
        "test.yaml:2:15: error: root.box.size: expected a size: [width, height] or {width:, height:}, found a list of 3"
    ),
    ErrorMessage(
      name: "box-size-missing", yaml: "root:\n  box: {size: {width: 1}}\n",
      printed: "test.yaml:2:15: error: root.box.size: missing 'height' (a number)"),
    ErrorMessage(
      name: "box-size-unknown", yaml: "root:\n  box: {size: {w: 1, height: 2}}\n",
      printed:
        "test.yaml:2:16: error: unknown key 'w' in a size at root.box.size; did you mean 'width'? (expected one of width, height)"
    ),
    ErrorMessage(
      name: "box-size-scalar", yaml: "root:\n  box: {size: 5}\n",
      printed:
        "test.yaml:2:15: error: root.box.size: expected a size: [width, height] or {width:, height:}, found '5'"
    ),
    ErrorMessage(
      name: "box-unknown", yaml: "root:\n  box: {sise: [1, 2]}\n",
      printed:
        "test.yaml:2:9: error: unknown key 'sise' in box at root.box; did you mean 'size'? (expected one of size)"
    ),
    ErrorMessage(
      name: "box-list", yaml: "root:\n  box: [1]\n",
      printed: "test.yaml:2:8: error: root.box: expected a mapping for box, found a list"),
    ErrorMessage(
      name: "text-missing-string", yaml: "root:\n  text: {font: DejaVu Sans 12}\n",
      printed: "test.yaml:2:9: error: root.text: missing 'string' (the text)"),
    ErrorMessage(
      name: "text-maxlines-frac", yaml: "root:\n  text: {string: a, maxLines: 1.5}\n",
      printed:
        "test.yaml:2:31: error: root.text.maxLines: expected a whole number from 0 to 1000000, found '1.5'"),
    ErrorMessage(
      name: "text-maxlines-neg", yaml: "root:\n  text: {string: a, maxLines: -1}\n",
      printed:
        "test.yaml:2:31: error: root.text.maxLines: expected a whole number from 0 to 1000000, found '-1'"),
    ErrorMessage(
      name: "text-truncation", yaml: "root:\n  text: {string: a, truncation: tale}\n",
      printed:
        "test.yaml:2:33: error: root.text.truncation: unknown value 'tale' (expected one of tail, middle, head, clip)"
    ),
    ErrorMessage(
      name: "text-font-map", yaml: "root:\n  text: {string: a, font: {a: 1}}\n",
      printed: "test.yaml:2:27: error: root.text.font: expected a string, found a mapping"),
    ErrorMessage(
      name: "text-color", yaml: "root:\n  text: {string: a, color: bleu}\n",
      printed:
        "test.yaml:2:28: error: root.text.color: unknown color 'bleu'; did you mean 'blue'? (expected #rgb, #rrggbb, #rrggbbaa or a CSS color name)"
    ),
    ErrorMessage(
      name: "image-missing-path", yaml: "root:\n  image: {scale: 2}\n",
      printed: "test.yaml:2:10: error: root.image: missing 'path' (the image file, relative to the document)"),
    ErrorMessage(
      name: "image-no-file", yaml: "root:\n  image: {path: missing.png}\n",
      printed: "test.yaml:2:17: error: root.image.path: cannot read image 'missing.png': no such file"),
    ErrorMessage(
      name: "image-scale-zero", yaml: "root:\n  image: {path: x.png, scale: 0}\n",
      printed: "test.yaml:2:31: error: root.image.scale: image scale '0' must be above 0"),
    ErrorMessage(
      name: "image-scale-neg", yaml: "root:\n  image: {path: x.png, scale: -1}\n",
      printed: "test.yaml:2:31: error: root.image.scale: -1 is negative; it must be zero or more"),
    ErrorMessage(
      name: "stack-direction", yaml: "root:\n  stack: {direction: sideways}\n",
      printed:
        "test.yaml:2:22: error: root.stack.direction: unknown value 'sideways' (expected one of horizontal, vertical, horizontalReverse, verticalReverse)"
    ),
    ErrorMessage(
      name: "stack-spacing-inf", yaml: "root:\n  stack: {spacing: .inf}\n",
      printed:
        "test.yaml:2:20: error: root.stack.spacing: .inf is not allowed here: the number must be finite"),
    ErrorMessage(
      name: "stack-spacing-nan", yaml: "root:\n  stack: {spacing: .nan}\n",
      printed: "test.yaml:2:20: error: root.stack.spacing: NaN is not allowed"),
    ErrorMessage(
      name: "stack-spacing-huge", yaml: "root:\n  stack: {spacing: 1e999}\n",
      printed: "test.yaml:2:20: error: root.stack.spacing: number 1e999 is too large"),
    ErrorMessage(
      name: "stack-spacing-quoted", yaml: "root:\n  stack: {spacing: '5'}\n",
      printed: "test.yaml:2:20: error: root.stack.spacing: expected a number, found '5'"),
    ErrorMessage(
      name: "stack-children-map", yaml: "root:\n  stack: {children: {a: 1}}\n",
      printed: "test.yaml:2:21: error: root.stack.children: expected a list, found a mapping"),
    ErrorMessage(
      name: "stack-children-item", yaml: "root:\n  stack: {children: [5]}\n",
      printed: "test.yaml:2:22: error: root.stack.children[0]: expected a mapping for an element, found '5'"),
    ErrorMessage(
      name: "stack-wrap", yaml: "root:\n  stack: {flexWrap: yes}\n",
      printed:
        "test.yaml:2:21: error: root.stack.flexWrap: unknown value 'yes' (expected one of noWrap, wrap)"),
    ErrorMessage(
      name: "stack-halign", yaml: "root:\n  stack: {horizontalAlignment: center}\n",
      printed:
        "test.yaml:2:32: error: root.stack.horizontalAlignment: unknown value 'center' (expected one of none, left, middle, right)"
    ),
    ErrorMessage(
      name: "inset-unknown-edge", yaml: "root:\n  inset: {insets: {topp: 1}, child: {box: {}}}\n",
      printed:
        "test.yaml:2:20: error: unknown key 'topp' in insets at root.inset.insets; did you mean 'top'? (expected one of top, left, bottom, right)"
    ),
    ErrorMessage(
      name: "inset-edge-word", yaml: "root:\n  inset: {insets: {top: x}, child: {box: {}}}\n",
      printed: "test.yaml:2:25: error: root.inset.insets.top: expected a number, found 'x'"),
    ErrorMessage(
      name: "inset-missing-child", yaml: "root:\n  inset: {insets: {top: 1}}\n",
      printed: "test.yaml:2:10: error: root.inset: missing 'child' (an element)"),
    ErrorMessage(
      name: "overlay-missing", yaml: "root:\n  overlay: {child: {box: {}}}\n",
      printed: "test.yaml:2:12: error: root.overlay: missing 'overlay' (an element)"),
    ErrorMessage(
      name: "background-missing", yaml: "root:\n  background: {background: {box: {}}}\n",
      printed: "test.yaml:2:15: error: root.background: missing 'child' (an element)"),
    ErrorMessage(
      name: "center-bad", yaml: "root:\n  center: {centeringOptions: xyz, child: {box: {}}}\n",
      printed:
        "test.yaml:2:30: error: root.center.centeringOptions: unknown value 'xyz'; did you mean 'xy'? (expected one of none, x, y, xy)"
    ),
    ErrorMessage(
      name: "center-sizing-bad", yaml: "root:\n  center: {sizingOptions: minimum, child: {box: {}}}\n",
      printed:
        "test.yaml:2:27: error: root.center.sizingOptions: unknown value 'minimum'; did you mean 'minimumX'? (expected one of default, minimumX, minimumY, minimumXY)"
    ),
    ErrorMessage(
      name: "ratio-zero", yaml: "root:\n  ratio: {ratio: 0, child: {box: {}}}\n",
      printed: "test.yaml:2:18: error: root.ratio.ratio: ratio '0' is not positive; it must be above 0"),
    ErrorMessage(
      name: "ratio-neg", yaml: "root:\n  ratio: {ratio: -2, child: {box: {}}}\n",
      printed: "test.yaml:2:18: error: root.ratio.ratio: ratio '-2' is not positive; it must be above 0"),
    ErrorMessage(
      name: "ratio-word", yaml: "root:\n  ratio: {ratio: half, child: {box: {}}}\n",
      printed: "test.yaml:2:18: error: root.ratio.ratio: expected a number, found 'half'"),
    ErrorMessage(
      name: "ratio-missing", yaml: "root:\n  ratio: {child: {box: {}}}\n",
      printed: "test.yaml:2:10: error: root.ratio: missing 'ratio' (height ÷ width, a positive number)"),
    ErrorMessage(
      name: "relative-bad", yaml: "root:\n  relative: {horizontalPosition: left, child: {box: {}}}\n",
      printed:
        "test.yaml:2:34: error: root.relative.horizontalPosition: unknown value 'left' (expected one of none, start, center, end)"
    ),
    ErrorMessage(
      name: "relative-sizing", yaml: "root:\n  relative: {sizingOption: minimum, child: {box: {}}}\n",
      printed:
        "test.yaml:2:28: error: root.relative.sizingOption: unknown value 'minimum'; did you mean 'minimumWidth'? (expected one of default, minimumWidth, minimumHeight, minimumSize)"
    ),
    ErrorMessage(
      name: "absolute-sizing", yaml: "root:\n  absolute: {sizing: fit}\n",
      printed:
        "test.yaml:2:22: error: root.absolute.sizing: unknown value 'fit' (expected one of default, sizeToFit)"
    ),
    ErrorMessage(
      name: "static-unknown", yaml: "root:\n  static: {sizing: sizeToFit}\n",
      printed:
        "test.yaml:2:12: error: unknown key 'sizing' in static at root.static (expected one of children)"),
    ErrorMessage(
      name: "corner-location",
      yaml: "root:\n  corner: {cornerLocation: top, child: {box: {}}, corner: {box: {}}}\n",
      printed:
        "test.yaml:2:28: error: root.corner.cornerLocation: unknown value 'top'; did you mean 'topLeft'? (expected one of topLeft, topRight, bottomLeft, bottomRight)"
    ),
    ErrorMessage(
      name: "corner-offset", yaml: "root:\n  corner: {offset: [1], child: {box: {}}, corner: {box: {}}}\n",
      printed:
        "test.yaml:2:20: error: root.corner.offset: expected a point: [x, y] or {x:, y:}, found a list of 1"),
    ErrorMessage(
      name: "corner-wraps",
      yaml: "root:\n  corner: {wrapsCorner: yes, child: {box: {}}, corner: {box: {}}}\n",
      printed: "test.yaml:2:25: error: root.corner.wrapsCorner: expected true or false, found 'yes'"),
    ErrorMessage(
      name: "corner-missing", yaml: "root:\n  corner: {child: {box: {}}}\n",
      printed: "test.yaml:2:11: error: root.corner: missing 'corner' (an element)"),
    ErrorMessage(
      name: "wrapper-neither", yaml: "root:\n  wrapper: {}\n",
      printed: "test.yaml:2:12: error: root.wrapper: missing 'child' or 'children' (the wrapped elements)"),
    ErrorMessage(
      name: "wrapper-both", yaml: "root:\n  wrapper:\n    child: {box: {}}\n    children: []\n",
      printed: "test.yaml:4:5: error: root.wrapper: a wrapper takes 'child' or 'children', not both"),
    ErrorMessage(
      name: "style-unknown", yaml: "root:\n  style: {widht: 5}\n  box: {}\n",
      printed:
        "test.yaml:2:11: error: unknown key 'widht' in style at root.style; did you mean 'width'? (expected one of width, height, minWidth, maxWidth, minHeight, maxHeight, preferredSize, minSize, maxSize, preferredLayoutSize, minLayoutSize, maxLayoutSize, spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf, ascender, descender, layoutPosition, sizeRange)"
    ),
    ErrorMessage(
      name: "style-list", yaml: "root:\n  style: [1]\n  box: {}\n",
      printed: "test.yaml:2:10: error: root.style: expected a mapping for style, found a list"),
    ErrorMessage(
      name: "style-width-word", yaml: "root:\n  style: {width: abc}\n  box: {}\n",
      printed:
        "test.yaml:2:18: error: root.style.width: malformed dimension \"abc\": expected auto, a number of points such as \"70pt\", or a percentage such as \"50%\""
    ),
    ErrorMessage(
      name: "style-width-pct", yaml: "root:\n  style: {width: 50%%}\n  box: {}\n",
      printed:
        "test.yaml:2:18: error: root.style.width: malformed dimension \"50%%\": expected auto, a number of points such as \"70pt\", or a percentage such as \"50%\""
    ),
    ErrorMessage(
      name: "style-width-pt", yaml: "root:\n  style: {height: pt}\n  box: {}\n",
      printed:
        "test.yaml:2:19: error: root.style.height: malformed dimension \"pt\": expected auto, a number of points such as \"70pt\", or a percentage such as \"50%\""
    ),
    ErrorMessage(
      name: "style-width-neg", yaml: "root:\n  style: {width: -3}\n  box: {}\n",
      printed:
        "test.yaml:2:18: error: root.style.width: points -3 is invalid: points must be finite and not negative"
    ),
    ErrorMessage(
      name: "style-width-map", yaml: "root:\n  style: {width: {a: 1}}\n  box: {}\n",
      printed:
        "test.yaml:2:18: error: root.style.width: expected a dimension (a number, \"70pt\", \"50%\" or auto), found a mapping"
    ),
    ErrorMessage(
      name: "style-minwidth-nan", yaml: "root:\n  style: {minWidth: .nan}\n  box: {}\n",
      printed: "test.yaml:2:21: error: root.style.minWidth: NaN is not allowed"),
    ErrorMessage(
      name: "style-flexgrow-neg", yaml: "root:\n  style: {flexGrow: -1}\n  box: {}\n",
      printed: "test.yaml:2:21: error: root.style.flexGrow: -1 is negative; it must be zero or more"),
    ErrorMessage(
      name: "style-flexgrow-word", yaml: "root:\n  style: {flexGrow: lots}\n  box: {}\n",
      printed: "test.yaml:2:21: error: root.style.flexGrow: expected a number, found 'lots'"),
    ErrorMessage(
      name: "style-alignself", yaml: "root:\n  style: {alignSelf: centre}\n  box: {}\n",
      printed:
        "test.yaml:2:22: error: root.style.alignSelf: unknown value 'centre'; did you mean 'center'? (expected one of auto, start, end, center, stretch)"
    ),
    ErrorMessage(
      name: "style-alignself-null", yaml: "root:\n  style: {alignSelf: }\n  box: {}\n",
      printed:
        "test.yaml:2:22: error: root.style.alignSelf: expected one of auto, start, end, center, stretch, found ''"
    ),
    ErrorMessage(
      name: "style-position", yaml: "root:\n  style: {layoutPosition: [1, 2, 3]}\n  box: {}\n",
      printed:
        "test.yaml:2:27: error: root.style.layoutPosition: expected a point: [x, y] or {x:, y:}, found a list of 3"
    ),
    ErrorMessage(
      name: "style-position-map", yaml: "root:\n  style: {layoutPosition: {x: 1, z: 2}}\n  box: {}\n",
      printed:
        "test.yaml:2:34: error: unknown key 'z' in a point at root.style.layoutPosition; did you mean 'x'? (expected one of x, y)"
    ),
    ErrorMessage(
      name: "style-sizerange-key",
      yaml: "root:\n  style: {sizeRange: {min: [1, 1], mux: [2, 2]}}\n  box: {}\n",
      printed:
        "test.yaml:2:36: error: unknown key 'mux' in a relative size range at root.style.sizeRange; did you mean 'max'? (expected one of min, max)"
    ),
    ErrorMessage(
      name: "style-sizerange-dim", yaml: "root:\n  style: {sizeRange: {max: [abc, 2]}}\n  box: {}\n",
      printed:
        "test.yaml:2:29: error: root.style.sizeRange.max[0]: malformed dimension \"abc\": expected auto, a number of points such as \"70pt\", or a percentage such as \"50%\""
    ),
    ErrorMessage(
      name: "style-layoutsize-one", yaml: "root:\n  style: {preferredLayoutSize: [1]}\n  box: {}\n",
      printed:
        "test.yaml:2:32: error: root.style.preferredLayoutSize: expected a layout size: [width, height] or {width:, height:}, found a list of 1"
    ),
    ErrorMessage(
      name: "style-flexbasis-frac", yaml: "root:\n  style: {flexBasis: 150%}\n  box: {}\n",
      printed: "test.yaml:2:22: error: root.style.flexBasis: fraction 1.5 (150%) is outside 0...1"),
    ErrorMessage(
      name: "style-minsize-neg", yaml: "root:\n  style: {minSize: [-1, 2]}\n  box: {}\n",
      printed: "test.yaml:2:21: error: root.style.minSize[0]: -1 is negative; it must be zero or more"),
    ErrorMessage(
      name: "style-ascender", yaml: "root:\n  style: {ascender: .inf}\n  box: {}\n",
      printed:
        "test.yaml:2:21: error: root.style.ascender: .inf is not allowed here: the number must be finite"),
    ErrorMessage(
      name: "style-spacingbefore", yaml: "root:\n  style: {spacingBefore: '3'}\n  box: {}\n",
      printed: "test.yaml:2:26: error: root.style.spacingBefore: expected a number, found '3'"),
    ErrorMessage(
      name: "yaml-undefined-alias", yaml: "root: *nothing\n",
      printed: "test.yaml:1:7: error: YAML syntax error: found undefined alias"),
    ErrorMessage(
      name: "yaml-two-documents", yaml: "root: {box: {}}\n---\nroot: {box: {}}\n",
      printed:
        "test.yaml:2:1: error: YAML syntax error: but found another document (expected a single document in the stream at line 1, column 1)"
    ),
    ErrorMessage(
      name: "yaml-repeated-list-key",
      yaml: "root:\n  stack:\n    children:\n      - {box: {}}\n? [a]\n: 1\n? [a]\n: 2\n",
      printed: "test.yaml:5:3: error: repeated key '<uncovertable>' in one mapping (first given at line 5)"),
  ]
}
