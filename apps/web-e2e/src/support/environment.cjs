/**
 * The journeys' test environment: Node's, which also tells the journey hooks whether the test that just ran
 * failed (`globalThis.journeyTestFailed`), so that they keep what its pages showed (see browserJourney).
 */
const { TestEnvironment } = require('jest-environment-node');

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.journeyTestFailed = null;
    if (event.name === 'test_fn_failure') {
      const names = [];
      for (let block = event.test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) {
        names.unshift(block.name);
      }
      this.global.journeyTestFailed = names.join(' ');
    }
  }
}

module.exports = JourneyEnvironment;
