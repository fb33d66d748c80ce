#!/usr/bin/env node
// The bundle is built by `npm install` (prepare) or `npm run build`.
import "../dist/cli.js";
