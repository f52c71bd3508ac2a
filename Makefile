# make install [PREFIX=/usr/local] [DESTDIR=...]: builds `trellis` in release mode (on Linux with the Swift
# runtime linked in) and installs it, stripped, as $(PREFIX)/bin/trellis. `make uninstall` removes it. It needs
# nothing beyond Swift; Scripts/check-installed-binary checks what the binary needs at run time (.ci/run).
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

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/trellis"

.PHONY: build install uninstall
