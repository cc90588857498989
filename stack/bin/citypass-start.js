#!/usr/bin/env node
require('../src/start-cli.js');
