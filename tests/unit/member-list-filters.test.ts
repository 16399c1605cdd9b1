import { describe, expect, it } from 'vitest';
import {
  apiFilterOf,
  filterErrors,
  filtersFromUrl,
  noFilters,
  urlOf,
} from '../../web/admin/features/members/list-filters';

describe("the member list's filters in the screen's URL", () => {
  it('reads Dutch names and values, and leaves out what filters nothing', () => {
    const { filters, page } = filtersFromUrl(
      new URLSearchParams('email=nee&actief=ja&rol=helpend-lid&leeftijd-van=18&lid-sinds-tot=2024-12-31&pagina=3'),
    );
    expect(filters).toEqual({
      ...noFilters,
      email: 'nee',
      actief: 'ja',
      rol: 'HELPINGMEMBER',
      leeftijdVan: '18',
      lidSindsTot: '2024-12-31',
    });
    expect(page).toBe(3);
    // As the server takes them: its names, 'true'/'false'.
    expect(apiFilterOf(filters)).toEqual({
      hasEmail: 'false',
      active: 'true',
      role: 'HELPINGMEMBER',
      minAge: '18',
      memberSinceTo: '2024-12-31',
    });
    // And back: the same URL, without the empty ones and without page 1.
    expect(urlOf(filters, 3).toString()).toBe(
      'rol=helpend-lid&actief=ja&email=nee&leeftijd-van=18&lid-sinds-tot=2024-12-31&pagina=3',
    );
    expect(urlOf(noFilters, 1).toString()).toBe('');
  });

  it('takes an unknown value as no filter, and names what the server would refuse at its field', () => {
    const { filters, page } = filtersFromUrl(new URLSearchParams('actief=misschien&rol=voorzitter&pagina=nul'));
    expect(filters).toEqual(noFilters);
    expect(page).toBe(1);
    expect(filterErrors({ ...noFilters, leeftijdTot: 'dertig', lidSindsVan: '2024-02-31x' })).toEqual({
      leeftijdTot: 'De leeftijd moet een geheel getal van 0 tot 130 zijn.',
      lidSindsVan: 'Ongeldige datum.',
    });
    expect(filterErrors({ ...noFilters, leeftijdVan: '40', leeftijdTot: '30' })).toEqual({
      leeftijdVan: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.',
    });
    expect(filterErrors({ ...noFilters, email: 'nee', zoek: '  an ' })).toEqual({});
    expect(apiFilterOf({ ...noFilters, zoek: '  an ' })).toEqual({ q: 'an' });
  });
});
