/** Paths of the login service (spec 7.4; logout is this project's decision). */
export const LOGIN_PATHS = {
  login: '/service/login/api/v1/login',
  renew: '/service/login/api/v1/logintoken/renew',
  longTermToken: '/service/login/api/v1/longtermtoken',
  logout: '/service/login/api/v1/logout',
} as const;
