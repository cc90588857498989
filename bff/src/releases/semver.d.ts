// The one function of `semver` the contract gate uses (the package ships no types of its own).
declare module 'semver' {
  export function satisfies(version: string, range: string): boolean;
}
