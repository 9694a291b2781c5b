import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import '../texts.ts';
import type { EditorTab, TabState } from '../editor-tabs.ts';
import { EditorTabList } from './editor-tab-list.tsx';

function Harness({ initial }: { initial: TabState }) {
  const [active, setActive] = useState<EditorTab>(initial.active);
  return (
    <AppProviders>
      <EditorTabList state={{ ...initial, active }} onSelect={setActive} />
    </AppProviders>
  );
}

describe('the editor tabs (role=tablist, arrow keys)', () => {
  test('create mode: later steps are disabled and skipped by the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ mode: 'create', active: 'details', savedSteps: 1, isDirty: false }} />);
    expect(screen.getByRole('tablist', { name: 'Dish steps' })).toBeInTheDocument();
    const [main, details, images] = screen.getAllByRole('tab');
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(images).toHaveAttribute('aria-disabled', 'true');
    expect(images).toHaveAccessibleDescription('Save the earlier steps first');

    await user.click(images!);
    expect(details).toHaveAttribute('aria-selected', 'true');

    details!.focus();
    await user.keyboard('{ArrowRight}');
    expect(main).toHaveAttribute('aria-selected', 'true');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '0');
    expect(details).toHaveAttribute('tabindex', '-1');
  });

  test('edit mode: every tab, with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ mode: 'edit', active: 'main', savedSteps: 0, isDirty: false }} />);
    const [main, , images] = screen.getAllByRole('tab');
    main!.focus();
    await user.keyboard('{End}');
    expect(images).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(main).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(images).toHaveAttribute('aria-selected', 'true');
  });

  test('edit mode with unsaved changes keeps the current tab', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ mode: 'edit', active: 'details', savedSteps: 0, isDirty: true }} />);
    const [main, details] = screen.getAllByRole('tab');
    expect(main).toHaveAccessibleDescription('Save your changes to switch tabs');
    await user.click(main!);
    details!.focus();
    await user.keyboard('{ArrowRight}');
    expect(details).toHaveAttribute('aria-selected', 'true');
  });
});
