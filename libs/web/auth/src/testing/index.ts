// What tests in other projects use to render behind the auth store (not part of the app's code).
export { ANN, fakeAuthApi, graphqlError } from './fake-auth-api';
export { authStoreFor, LocationProbe, renderWithAuth } from './render-with-auth';
export { signInOptionsMock, type SignInOptionsFixture } from './sign-in-mocks';
