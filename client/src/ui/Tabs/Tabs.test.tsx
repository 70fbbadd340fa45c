import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="Richieste">
          <Tab id="nuove">Nuove</Tab>
          <Tab id="tutte">Tutte</Tab>
        </TabList>
        <TabPanel id="nuove">Richieste nuove</TabPanel>
        <TabPanel id="tutte">Tutte le richieste</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Nuove' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Richieste nuove');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tutte' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tutte le richieste');
  });
});
