/**
 * The settings every server under test runs with, besides its ports and folders: the config's
 * server and the whole-site specs' own (whole-site-test.ts).
 */
export const SERVER_ENV = {
  PLATFORM_TEST_FAULTS: '1',
  // As npm start: the demo payment provider takes instant and QR deposits.
  PAYMENT_SIMULATOR: '1',
  // As npm start: the e-mails and SMS sent are read on the demo mailbox page.
  DEMO_OUTBOX: '1',
  // Specs give each player its own address (players.ts), as behind the operator's proxy.
  TRUST_PROXY: 'loopback',
  // Empty means unset for the server: always the embedded database, and a token file to read.
  DATABASE_URL: '',
  OPERATOR_TOKEN: '',
};
