# make install [PREFIX=/usr/local] [DESTDIR=...]: builds `trellis` in release mode (on Linux with the Swift
# runtime linked in) and installs it, stripped, as $(PREFIX)/bin/trellis, with the UIKit stand-in package that
# `trellis import --check` builds against in $(PREFIX)/share/trellis/stand-in. `make uninstall` removes both. It
# needs nothing beyond Swift; Scripts/check-installed-binary checks what the binary needs at run time (.ci/run).
PREFIX ?= /usr/local
SWIFT_BUILD = swift build -c release --product trellis --scratch-path .build-static
ifeq ($(shell uname -s),Linux)
SWIFT_BUILD += --static-swift-stdlib
endif

build:
	$(SWIFT_BUILD)

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/trellis" "$(DESTDIR)$(PREFIX)/bin/trellis"
	Scripts/stand-in-package "$(DESTDIR)$(PREFIX)/share/trellis/stand-in"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/trellis"
	rm -rf "$(DESTDIR)$(PREFIX)/share/trellis"

.PHONY: build install uninstall
