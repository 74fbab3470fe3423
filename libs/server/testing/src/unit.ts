// What fast unit specs use: nothing here starts an app, a database or a server.
export { strictMock } from './strict-mock';
