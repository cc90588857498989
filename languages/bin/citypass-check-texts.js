#!/usr/bin/env node
// The built command: committed here so npm links it before the package is built.
require('../dist/check-texts.js');
