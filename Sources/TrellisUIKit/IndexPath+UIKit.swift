import Foundation

#if !canImport(Darwin)
    // UIKit adds these to IndexPath on Apple platforms; Linux's Foundation lacks them.
    extension IndexPath {
        /// `IndexPath(item:section:)`: an item of a collection view section.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// `IndexPath(row:section:)`: a row of a table view section.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section, the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item within the section, the second index.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row within the section, the second index.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
