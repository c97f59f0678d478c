import { createClient } from 'graphql-sse';
import { useEmulatorStack } from '../../test/emulator-stack';

// Who else is here (issue 28): staff on the same edit screen see each other as they come and go.

const stack = useEmulatorStack();
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const WATCH = 'subscription($resource: String!, $tab: String) { whoElseIsHere(resource: $resource, tab: $tab) { email } }';

function watch(headers: Record<string, string>, resource: string, tab: string) {
  const client = createClient({ url: `${stack.base}/graphql/stream`, headers, retryAttempts: 0 });
  const iterator = client.iterate<{ whoElseIsHere: { email: string }[] }>({ query: WATCH, variables: { resource, tab } });
  return {
    next: async () => {
      const { value } = await iterator.next();
      if (value?.errors) throw new Error(JSON.stringify(value.errors));
      return value!.data!.whoElseIsHere.map((member: { email: string }) => member.email);
    },
    leave: () => iterator.return?.(),
  };
}

describe('who else is here', () => {
  it('shows each the other while both have the screen open, and forgets the one who leaves', async () => {
    const resource = 'User:20';
    const admin = watch(stack.auth, resource, 'admin-tab');
    expect(await admin.next()).toEqual([]);
    const developer = watch(await stack.signIn(DEVELOPER), resource, 'developer-tab');
    expect(await developer.next()).toEqual(['admin@example.com']);
    expect(await admin.next()).toEqual(['developer@example.com']);
    await developer.leave();
    expect(await admin.next()).toEqual([]);
    await admin.leave();
  });

  it('is refused for a record the viewer may not read, and for anything that is not a record', async () => {
    const manager = watch(await stack.signIn(MANAGER), 'User:20', 'manager-tab');
    await expect(manager.next()).rejects.toThrow('FORBIDDEN');
    const odd = watch(stack.auth, 'anything', 'tab');
    await expect(odd.next()).rejects.toThrow('BAD_USER_INPUT');
  });
});
