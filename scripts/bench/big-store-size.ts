/** How large a club the memory bench writes: the record counts per collection. */
export type BigStoreSize = { members: number; walks: number; images: number; pages: number; newsletters: number };

export const budgetStoreSize: BigStoreSize = {
  members: 10_000,
  walks: 2_000,
  images: 20_000,
  pages: 12,
  newsletters: 60,
};
