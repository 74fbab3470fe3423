export async function p7() { return []; }
