import { cycleMessage, findDependencyCycles } from './dependency-cycles.js';

describe('findDependencyCycles', () => {
  it('finds nothing in a chain and a group per cycle', () => {
    const edges = new Map([
      [1, [2]],
      [2, [3]],
      [3, []],
    ]);
    expect(findDependencyCycles([1, 2, 3], edges)).toEqual([]);
    edges.set(3, [1]);
    expect(findDependencyCycles([3, 2, 1], edges)).toEqual([[3, 2, 1]]);
  });

  it('words two and more questions', () => {
    expect(cycleMessage([2, 3])).toBe('Question 2 and question 3 depend on each other');
    expect(cycleMessage([1, 2, 3, 5])).toBe('Questions 1, 2, 3 and 5 depend on each other');
  });
});
