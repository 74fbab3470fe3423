export { createTestApp, type TestApp } from './create-test-app';
export { randomEmail, randomClientAddress, registerUser, testClient, STRONG_PASSWORD, type TestClient } from './clients';
