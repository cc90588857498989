#!/usr/bin/env node
require('../src/dev-cli.js');
