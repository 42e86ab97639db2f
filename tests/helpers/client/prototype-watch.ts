/**
 * Snapshots of the built-in prototypes for the callback property test: every own property with
 * its full descriptor, so a changed value, getter or attribute shows, not only a new name.
 */
const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const FIELDS = ["value", "get", "set", "writable", "enumerable", "configurable"] as const;

/** Every own property of the built-in prototypes with its full descriptor. */
export function prototypeState() {
  return PROTOTYPES.map((proto) => ({
    extensible: Object.isExtensible(proto),
    parent: Object.getPrototypeOf(proto) as unknown,
    properties: new Map(Reflect.ownKeys(proto).map((key) => [key, Reflect.getOwnPropertyDescriptor(proto, key)])), // prettier-ignore
  }));
}

/** The properties that were added, removed or changed in any way (compared with Object.is). */
export function prototypeChanges(before: ReturnType<typeof prototypeState>): string[] {
  return prototypeState().flatMap((now, index) => {
    const then = before[index]!;
    const changes =
      now.extensible === then.extensible && now.parent === then.parent ? [] : ["shape"];
    for (const key of new Set([...then.properties.keys(), ...now.properties.keys()])) {
      const [a, b] = [then.properties.get(key), now.properties.get(key)];
      if (!a || !b || FIELDS.some((field) => !Object.is(a[field], b[field])))
        changes.push(String(key));
    }
    return changes;
  });
}
