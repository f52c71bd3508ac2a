// The build plugin generates `Feed` (the `layout:` of Feed.layout.yaml) into this module.
// Apps use `Feed.makeLayout()` as their collection view's layout. Debug builds may also use
// `Feed.liveLayout(for:)` (LiveFeedLayout.swift), which reads Feed.layout.yaml while the app runs
// and applies each saved edit (TrellisRuntime, Docs/Runtime.md).
