/** Base path of the A/B test front-end service (spec 7.3). */
export const ABTEST_PATH = '/service/abtestfrontend/api/v1';

/** The visitor's assignments (spec 7.3): the gateway reads them; the first-load script calls it when the footer is on the page. */
export const ASSIGNMENT_PATH = `${ABTEST_PATH}/getassignment`;
