// On Linux, `import UIKit` is Trellis's stand-in, so layout code written for iOS compiles and lays out
// unchanged. Package.swift declares this module on Linux only: it can never shadow the real framework.
@_exported import TrellisUIKit
