"""More Mutation."""
