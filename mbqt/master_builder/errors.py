"""The error an illegal action raises: it names the rule it breaks."""


class IllegalAction(ValueError):
    def __init__(self, rule: str, detail: str):
        super().__init__(f"{rule}: {detail}")
        self.rule = rule
        self.detail = detail
