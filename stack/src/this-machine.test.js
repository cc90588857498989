const { onThisMachine } = require('./this-machine');

describe("a city's settings file run on this machine (npm start)", () => {
  it("answers on this machine's port and loads the remotes from this machine's origins", () => {
    expect(onThisMachine({ DEPLOYMENT_FILE: 'deployments/barcelona.json', PORT: '8090' })).toEqual({
      PUBLIC_URL: 'http://localhost:8090',
      REMOTE_AUTH_URL: 'http://localhost:3001/',
      REMOTE_ATTRACTIONS_URL: 'http://localhost:3002/',
      REMOTE_BOOKINGS_URL: 'http://localhost:3003/',
    });
  });

  it('leaves what the environment names, and changes nothing without a file', () => {
    expect(onThisMachine({ DEPLOYMENT_FILE: 'x.json', PUBLIC_URL: 'http://127.0.0.1:9000', REMOTE_BOOKINGS_URL: 'http://localhost:4003/' })).toEqual({
      REMOTE_AUTH_URL: 'http://localhost:3001/',
      REMOTE_ATTRACTIONS_URL: 'http://localhost:3002/',
    });
    expect(onThisMachine({ PORT: '8090' })).toEqual({});
  });
});
