function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);

module.exports = { median, ratio };
