#!/bin/sh
# Chromium for the Lighthouse bench, on the core the server is not pinned to.
exec taskset -c 1 "${BENCH_CHROMIUM:-/usr/bin/chromium}" "$@"
