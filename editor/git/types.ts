/** Who a commit is by: the signed-in person, or (absent) the repository's own git identity. */
export interface Person {
  name: string;
  email: string;
}
