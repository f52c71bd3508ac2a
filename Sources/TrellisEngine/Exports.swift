// The engine's public API speaks the model's types (LayoutDocument, Size, LayoutDimension, ...);
// TrellisModel is no product of its own, so `import TrellisEngine` brings it along.
@_exported import TrellisModel
