// Network namespaces for the multi-host test (scripts/test-hosts.mjs): one bridge in the test's own
// namespace and one namespace per machine (the database, the object store, each API host), each
// with its own address on a private /24. Needs root and `ip netns`; `canMakeNamespaces` says whether
// this machine allows it, so the test can skip with one line where it does not.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ip ${args.join(' ')}: ${(result.stderr || result.error?.message || '').trim()}`);
};
const quiet = (args) => spawnSync('ip', args, { encoding: 'utf8' });

/** Why namespaces cannot be made here, or null when they can (probed by making and removing one). */
export function whyNoNamespaces() {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'needs root to make network namespaces';
  const probe = `hkprobe${process.pid}`;
  const made = quiet(['netns', 'add', probe]);
  if (made.error) return `no \`ip\` command (${made.error.message})`;
  if (made.status !== 0) return `\`ip netns add\` refused: ${made.stderr.trim()}`;
  quiet(['netns', 'del', probe]);
  return null;
}

/**
 * A private network: `10.231.<n>.0/24`, the bridge at .1 (this process's side). `machine(name, host)`
 * makes a namespace with the address `10.231.<n>.<host>`, loopback up, reachable from here and from
 * every other machine of the network. `remove()` deletes all of it (call after the processes inside
 * have ended).
 */
export function makeNetwork(tag) {
  // Names of links are at most 15 characters: "hk" + 4 digits + "-" + a short suffix.
  const id = String(process.pid % 10_000).padStart(4, '0');
  const prefix = `hk${id}`;
  const subnet = `10.231.${20 + (process.pid % 200)}`;
  const bridge = `${prefix}-br`;
  const machines = [];
  let removed = false;

  const remove = () => {
    if (removed) return;
    removed = true;
    for (const m of machines) quiet(['netns', 'del', m.ns]);
    quiet(['link', 'del', bridge]);
  };

  run(['link', 'add', bridge, 'type', 'bridge']);
  run(['addr', 'add', `${subnet}.1/24`, 'dev', bridge]);
  run(['link', 'set', bridge, 'up']);

  return {
    tag,
    gateway: `${subnet}.1`,
    machine(name, host) {
      const ns = `${prefix}-${name}`;
      const veth = `${prefix}${name}`.slice(0, 15);
      const address = `${subnet}.${host}`;
      run(['netns', 'add', ns]);
      machines.push({ ns });
      run(['link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns]);
      run(['link', 'set', veth, 'master', bridge, 'up']);
      run(['-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
      run(['-n', ns, 'link', 'set', 'eth0', 'up']);
      run(['-n', ns, 'link', 'set', 'lo', 'up']);
      /** The command line that runs `argv` inside this machine. */
      const inside = (argv) => ['ip', ['netns', 'exec', ns, ...argv]];
      return { name, ns, address, inside };
    },
    remove,
  };
}
