export { render, type RenderWithProvidersOptions } from './render';
export { screen, within, waitFor, act, fireEvent } from '@testing-library/react';
