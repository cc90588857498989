// Prints the closing line CI reads: "e2e: N passed, N failed".
class SummaryReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(`\ne2e: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = SummaryReporter;
