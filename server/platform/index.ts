export { cookieOf, registerCookies, setCookie, type CookieAttributes } from './cookies';
