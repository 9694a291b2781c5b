import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { expect, test } from 'vitest';
import { AppProviders } from '../providers.tsx';
import { AppLayout } from './app-layout.tsx';

let finishLoading = () => {};
const SlowPage = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      finishLoading = () => resolve({ default: () => <h1>Slow page</h1> });
    }),
);

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

test('going back while the next page still loads shows the previous page again', async () => {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/first']}>
        <BackButton />
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="first" element={<Link to="/slow">First page</Link>} />
            <Route path="slow" element={<SlowPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'First page' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
  await act(async () => finishLoading());
  expect(await screen.findByRole('link', { name: 'First page' })).toBeInTheDocument();
});
