// The build plugin generates `Feed` (the `layout:` of Feed.layout.yaml) into this module.
// Apps use `Feed.makeLayout()` as their collection view's layout.
