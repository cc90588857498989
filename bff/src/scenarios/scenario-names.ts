// The test scenarios are the reservations API's: the BFF accepts and forwards the names the
// reference service understands, and carries them in the header it reads.
export { isScenarioName, SCENARIO_HEADER, scenarioNames, type ScenarioName } from '@citypass/reservations-service';
