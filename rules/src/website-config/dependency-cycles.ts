// Cyclic dependencies between questions (spec 001 §5): question A depends on question B when an
// answer of A leads to B. A cycle would hide each question behind the other forever. Strongly
// connected components (Tarjan) find every cycle, long or short, and report questions that are
// tangled together once, as one group, instead of once per elementary cycle.

/**
 * @param order question IDs in display order
 * @param edges question ID → IDs of the questions its answers lead to
 * @returns groups of two or more questions that depend on each other, each in display order,
 *   groups ordered by their first question. Self-dependencies are not reported here.
 */
export function findDependencyCycles<Id>(order: Id[], edges: Map<Id, Id[]>): Id[][] {
  const known = new Set(order);
  const index = new Map<Id, number>();
  const low = new Map<Id, number>();
  const onStack = new Set<Id>();
  const stack: Id[] = [];
  const groups: Id[][] = [];
  let counter = 0;

  const visit = (node: Id) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!known.has(next) || next === node) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: Id[] = [];
      let member: Id;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };

  for (const node of order) if (!index.has(node)) visit(node);
  const position = new Map(order.map((id, i) => [id, i]));
  const byPosition = (a: Id, b: Id) => position.get(a)! - position.get(b)!;
  return groups.map((group) => [...group].sort(byPosition)).sort((a, b) => byPosition(a[0]!, b[0]!));
}

/** 'Question 2 and question 3 depend on each other' / 'Questions 1, 2 and 4 depend on each other'. */
export function cycleMessage(numbers: number[]): string {
  if (numbers.length === 2) return `Question ${numbers[0]} and question ${numbers[1]} depend on each other`;
  const head = numbers.slice(0, -1).join(', ');
  return `Questions ${head} and ${numbers[numbers.length - 1]} depend on each other`;
}
