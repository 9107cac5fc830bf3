/** Cookie names of the login service (spec 6: the login token is held in a LoginToken cookie). */
export const SESSION_COOKIES = {
  /** The short-lived login token: payload exp, ren, lid (spec 3.4). */
  loginToken: 'LoginToken',
  /** The long-term token; GET longtermtoken issues it (spec 7.4). */
  longTermToken: 'LongTermToken',
  /** The platform cookie; smartphone and tablet skip the refresh (spec 4.3). */
  platform: 'platform',
} as const;

/** Paths of the login service (spec 7.4; logout is this project's decision). */
export const LOGIN_PATHS = {
  login: '/service/login/api/v1/login',
  renew: '/service/login/api/v1/logintoken/renew',
  longTermToken: '/service/login/api/v1/longtermtoken',
  logout: '/service/login/api/v1/logout',
} as const;
