/**
 * A variant's address as pages and route data name it: the image stage looks for these in what
 * the prerender wrote (apart from sharp, so the prerender's threads need not load it).
 */
export const VARIANT_ADDRESS = /\/_img\/[\w./-]+/g;
