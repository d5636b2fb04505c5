require('@testing-library/jest-dom');

// jsdom has no layout: ProseMirror (the composer's editor) measures ranges and points to scroll
// the selection into view. Empty answers are enough for it to work in component tests.
if (typeof Range !== 'undefined' && typeof document !== 'undefined') {
  const emptyRect = () => ({
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    toJSON() {},
  });
  const emptyList = () => Object.assign([], { item: () => null });
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyList;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}
