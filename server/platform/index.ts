export { cookieOf, registerCookies, setCookie, type CookieAttributes } from './cookies';
export type { Transaction } from './transaction';
