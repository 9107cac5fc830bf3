/** Base path of the A/B test front-end service (spec 7.3); the first-load script calls getassignment by it. */
export const ABTEST_PATH = '/service/abtestfrontend/api/v1';
