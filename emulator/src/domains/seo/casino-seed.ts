// Casino categories per market, as the casino REST answers them (8–12 a market).
import type { CasinoCategory } from '../../model-website';

export const CASINO_CATEGORIES: [name: string, isLive: boolean, games: number][] = [
  ['Slots', false, 412],
  ['Live Casino', true, 86],
  ['Jackpots', false, 54],
  ['Table Games', false, 48],
  ['Roulette', false, 22],
  ['Live Roulette', true, 18],
  ['Blackjack', false, 16],
  ['Live Blackjack', true, 24],
  ['Crash Games', false, 12],
  ['New Games', false, 60],
  ['Popular', false, 40],
  ['Megaways', false, 95],
];

/** Market 1 has all 12, the others 8–11; ids are global. */
export function buildCasinoCategories(): CasinoCategory[] {
  const rows: CasinoCategory[] = [];
  const perMarket: Record<number, number> = { 1: 12, 2: 10, 3: 8, 4: 11, 5: 9 };
  for (const [market, count] of Object.entries(perMarket)) {
    const marketId = Number(market);
    CASINO_CATEGORIES.slice(0, count).forEach(([name, isLive, games], index) => {
      rows.push({
        id: marketId * 100 + index + 1,
        marketId,
        name,
        isLive,
        isMobile: index % 4 !== 3,
        active: index !== 8,
        hidden: index === 10,
        numberOfGames: games - marketId,
      });
    });
  }
  return rows;
}
