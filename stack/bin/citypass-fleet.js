#!/usr/bin/env node
require('../src/fleet-cli.js');
