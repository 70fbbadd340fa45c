import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AboutPage } from './AboutPage';
import { TEAM } from './team';

describe('AboutPage: the team', () => {
  it('shows three people, each with a name, a role, a picture of our own and their own profile link', () => {
    render(<AboutPage />);
    const cards = within(screen.getByRole('region', { name: 'Il team' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const links = cards.map((card, i) => {
      const member = TEAM[i]!;
      // A person's name, not a job title standing in for one.
      expect(member.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(member.name);
      expect(card).toHaveTextContent(member.role);
      const photo = card.querySelector('img');
      // Served by us (the page policy admits no other origin): a built asset or an inlined one.
      expect(photo?.getAttribute('src')).toMatch(/^(\/|data:image\/webp)/);
      const link = within(card).getByRole('link', {
        name: new RegExp(`^Profilo LinkedIn di ${member.name}`),
      });
      return link.getAttribute('href');
    });
    expect(new Set(links).size).toBe(3);
    expect(links.every((href) => /^https:\/\/www\.linkedin\.com\/in\/[^/]+\/$/.test(href ?? ''))).toBe(true);
  });
});
